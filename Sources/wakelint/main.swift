import Foundation
import WakeLintCLI

/// Writes the text's bytes where they are: a `Data` of a large report was one more copy of it at the end of the
/// run, when memory is highest.
func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

let result = WakeLintCommand.run(Array(CommandLine.arguments.dropFirst()), in: .current())
write(result.standardOutput, to: STDOUT_FILENO)
write(result.standardError, to: STDERR_FILENO)
exit(result.status)
