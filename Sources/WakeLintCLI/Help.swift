import WakeLintCore

/// Help texts, built from the command list and `OptionSpec.all`.
enum Help {
    static var overview: String {
        var text = """
            wakelint \(WakeLintVersion.current) — finds why an iOS/watchOS app's background work never runs
            (HealthKit background delivery, BGTaskScheduler).

            USAGE: wakelint <command> [options]

            COMMANDS:

            """
        for command in Command.allCases {
            text += "  " + command.rawValue.padding(9) + command.abstract + "\n"
        }
        text += """

            EXIT STATUS: 0 no finding at or above --fail-on; 1 findings at or above it; 2 usage error.
            Run 'wakelint <command> --help' for a command's options.

            """
        return text
    }

    static func text(for command: Command) -> String {
        var text = "\(command.abstract)\n\nUSAGE: \(command.usage)\n"
        let options = OptionSpec.all.filter { $0.commands.contains(command) }
        if !options.isEmpty {
            text += "\nOPTIONS:\n"
            // One column for every description, two spaces after the longest option.
            let heads = options.map { $0.name + ($0.valueName.map { " " + $0 } ?? "") }
            let width = (heads.map(\.count).max() ?? 0) + 2
            for (head, option) in zip(heads, options) {
                text += "  " + head.padding(width) + option.help + "\n"
            }
        }
        if command == .fix {
            text +=
                "\nEXIT STATUS: 0 when it ran, whatever it left; 1 when a file could not be edited; 2 usage error.\n"
        }
        if command == .lint || command == .logs {
            text += "\nEXIT STATUS: 0 no finding at or above --fail-on; 1 findings at or above it; 2 usage error.\n"
        }
        return text
    }
}

extension String {
    /// Left-aligned in a column of `width` characters, with at least one space after.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
