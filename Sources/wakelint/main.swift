import Foundation
import WakeLintCLI

let result = WakeLintCommand.run(Array(CommandLine.arguments.dropFirst()), in: .current())
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.status)
