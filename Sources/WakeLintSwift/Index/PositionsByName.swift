/// Entry positions grouped by a name (functions by base name, call sites by callee or by caller), in
/// ascending order per name: one array of positions and one of group starts. A dictionary of arrays grew one
/// array per name, a tenth of building the index.
struct PositionsByName: Sendable {
    private var groups: [String: Int32] = [:]
    /// Where each group's positions start in `positions`, and one past the last group's end.
    private var starts: [Int32] = [0]
    private var positions: [Int32] = []

    init() {}

    /// Groups positions `0..<count` by `name(position)`; a nil name leaves the position out.
    /// `sharesName(position)` may say that a position has its predecessor's name, to skip hashing it again.
    init(count: Int, name: (Int) -> String?, sharesName: (Int) -> Bool = { _ in false }) {
        var groupOf = [Int32](repeating: -1, count: count)
        var sizes: [Int32] = []
        for position in 0..<count {
            let group: Int32
            if position > 0, groupOf[position - 1] >= 0, sharesName(position) {
                group = groupOf[position - 1]
            } else if let name = name(position) {
                let next = Int32(sizes.count)
                group = Self.group(of: name, in: &groups, next: next)
                if group == next { sizes.append(0) }
            } else {
                continue
            }
            groupOf[position] = group
            sizes[Int(group)] += 1
        }
        starts.reserveCapacity(sizes.count + 1)
        for size in sizes { starts.append(starts[starts.count - 1] + size) }
        var next = starts
        positions = [Int32](repeating: 0, count: Int(starts[starts.count - 1]))
        for (position, group) in groupOf.enumerated() where group >= 0 {
            positions[Int(next[Int(group)])] = Int32(position)
            next[Int(group)] += 1
        }
    }

    /// The name's group, added as `next` when new: one hash either way.
    private static func group(of name: String, in groups: inout [String: Int32], next: Int32) -> Int32 {
        func assign(_ group: inout Int32) -> Int32 {
            if group < 0 { group = next }
            return group
        }
        return assign(&groups[name, default: -1])
    }

    /// The positions with this name, ascending.
    func positions(of name: String) -> ArraySlice<Int32> {
        guard let group = groups[name] else { return [] }
        return positions[Int(starts[Int(group)])..<Int(starts[Int(group) + 1])]
    }
}
