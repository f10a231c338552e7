import RippleTrace

extension Composition {
  /// The layers above the leaf at an index, as SPEC §7 counts them for T(p) and `occluder`.
  ///
  /// Each leaf above is its own layer unless it lies in a `compositingGroup` that does not
  /// contain the ripple: then the outermost such group is one layer (its leaves are
  /// contiguous in paint order, since a group is one item of its parent, SPEC §4 rule 3).
  /// Leaves whose frames miss the disk's frame are left out.
  ///
  /// Inside a compositing group that holds the ripple, the layers are composited with the
  /// ripple before that group's opacity and its ancestors' apply, once (SPEC §2.1): a leaf
  /// there counts with α'_L, a group with its opacity inside that one. The ripple's α has
  /// them all, so α · T(p) is what reaches the screen, as SPEC §7's `occluded` means it.
  func overlay(forLeafAt index: Int) -> Overlay {
    let ripple = leaves[index]
    let disk = Coverage(frame: ripple.frame, shape: ripple.shape)
    let ripplePath = context(ofLeafAt: index).compositingPath
    var layers: [Overlay.Layer] = []
    var members: [Overlay.Member] = []
    var subgroups: [Overlay.Subgroup] = []
    layers.reserveCapacity(leaves.count - index - 1)
    members.reserveCapacity(leaves.count - index - 1)
    // A leaf seen on its own, with its alpha inside the `shared` compositing groups it has in
    // common with the ripple: without the innermost one's opacity and its ancestors'.
    let appendAlone = { (leaf: Int, shared: Int) in
      let coverage = Coverage(frame: self.leaves[leaf].frame, shape: self.leaves[leaf].shape)
      guard coverage.boundsOverlap(disk) else { return }
      layers.append(
        Overlay.Layer(
          node: self.leaves[leaf].node, ripple: self.leaves[leaf].ripple,
          members: members.count..<(members.count + 1), groupOpacity: nil))
      let alpha =
        shared == 0
        ? self.leaves[leaf].alpha : self.context(ofLeafAt: leaf).alphaInside[shared - 1]
      members.append(Overlay.Member(coverage: coverage, alpha: alpha))
    }
    var next = index + 1
    // Without compositing groups every leaf is seen on its own.
    if paintsNoCompositingGroup {
      for leaf in next..<leaves.count { appendAlone(leaf, 0) }
      next = leaves.count
    }
    while next < leaves.count {
      let path = context(ofLeafAt: next).compositingPath
      var depth = 0
      while depth < path.count && depth < ripplePath.count && path[depth] == ripplePath[depth] {
        depth += 1
      }
      guard depth < path.count else {
        appendAlone(next, depth)
        next += 1
        continue
      }
      // The outermost compositing group containing this leaf but not the ripple.
      let group = path[depth]
      let first = members.count
      let firstSubgroup = subgroups.count
      // The compositing groups nested in it, by group index: their subgroups.
      var nested: [Int: Int] = [:]
      while next < leaves.count, context(ofLeafAt: next).compositingPath.count > depth,
        context(ofLeafAt: next).compositingPath[depth] == group
      {
        let context = context(ofLeafAt: next)
        let coverage = Coverage(frame: leaves[next].frame, shape: leaves[next].shape)
        if coverage.boundsOverlap(disk) {
          // Its alpha inside the innermost compositing group that holds it, which is one leaf
          // of the one around it, up to this layer's.
          var subgroup: Int?
          for inner in context.compositingPath.dropFirst(depth + 1) {
            if let known = nested[inner] {
              subgroup = known
              continue
            }
            subgroups.append(
              Overlay.Subgroup(parent: subgroup, opacity: groups[inner].opacityInEnclosingGroup))
            subgroup = subgroups.count - 1
            nested[inner] = subgroup
          }
          members.append(
            Overlay.Member(
              coverage: coverage, alpha: context.alphaInside[context.alphaInside.count - 1],
              subgroup: subgroup))
        }
        next += 1
      }
      if members.count > first {
        layers.append(
          Overlay.Layer(
            node: groups[group].name, members: first..<members.count,
            groupOpacity: depth == 0
              ? groups[group].opacity : groups[group].opacityInEnclosingGroup,
            subgroups: firstSubgroup..<subgroups.count))
      }
    }
    return Overlay(
      disk: disk, alpha: ripple.alpha, layers: layers, members: members, subgroups: subgroups,
      grid: grid)
  }
}
