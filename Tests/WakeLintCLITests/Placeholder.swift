import Testing
@testable import WakeLintCLI
