/// How often an action (calling a completion handler, `setTaskCompleted`) happens on the paths out of a body.
public struct PathReport: Sendable, Hashable {
    /// Every way out of the body, with the action counts along the paths that reach it.
    public var exits: [PathExit]

    public init(exits: [PathExit]) {
        self.exits = exits
    }

    /// Exits reached by some path that never performs the action.
    public var missing: [PathExit] { exits.filter { $0.minimumCount == 0 } }

    /// Exits reached by some path that may perform the action more than once.
    public var repeated: [PathExit] { exits.filter { $0.maximumCount > 1 } }

    public var performsOnEveryPath: Bool { missing.isEmpty }

    /// Where paths leave without the action, once each, in exit order: each missing exit, or the exits inside
    /// closures it hands work to when only those explain it (`PathExit.placesLeftWithoutAction`). Without
    /// `bodyEnd`, falling off the body is left out (when the end given is no place a reader can act on), though
    /// the closure exits behind it are kept.
    public func placesLeftWithoutAction(bodyEnd: Bool = true) -> [PathExit.Place] {
        var places: [PathExit.Place] = []
        for exit in missing {
            let own =
                exit.leftOnlyInClosures || (!bodyEnd && exit.kind == .endOfBody)
                ? [] : [PathExit.Place(kind: exit.kind, range: exit.range)]
            for place in own + exit.skippedInClosures where !places.contains(place) { places.append(place) }
        }
        return places
    }
}
