/// The reference implementation of SPEC §7: visit every sample of the disk's bounding box
/// clipped to the scene, test coverage point by point, and multiply the factors of T(p).
///
/// Slow but literal; ``RowSweep`` must agree with it.
enum Sampler {
  /// The statistics of every disk sample.
  /// - Complexity: O(samples in the disk's frame × leaves above the ripple).
  static func statistics(of overlay: Overlay) -> SampleStatistics {
    var statistics = SampleStatistics(layerCount: overlay.layers.count)
    let disk = overlay.disk
    guard
      let rows = overlay.grid.candidateRows(minY: disk.minY, maxY: disk.maxY),
      let columns = overlay.grid.candidateColumns(minX: disk.minX, maxX: disk.maxX)
    else { return statistics }
    var covered = [Bool](repeating: false, count: overlay.members.count)
    covered.withUnsafeMutableBufferPointer { covered in
      let readable = UnsafeBufferPointer(covered)
      for row in rows {
        let y = Double(row) + 0.5
        for column in columns {
          let x = Double(column) + 0.5
          guard disk.contains(x: x, y: y) else { continue }
          for index in overlay.members.indices {
            covered[index] = overlay.members[index].coverage.contains(x: x, y: y)
          }
          statistics.add(samples: 1, covered: readable, of: overlay)
        }
      }
    }
    return statistics
  }
}
