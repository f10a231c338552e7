/// How a press ended while its ripple stayed in the array: when, by a cancel or not, and the
/// record its event removed instead, if any.
typealias PressEnd = (time: Double, byCancel: Bool, removed: Int?)
