import BackgroundTasks
import UIKit

enum CleanupTasks {
    /// A second place that registers cleanup, called from a settings screen.
    static func enable() {
        // wakelint-expect: bg-duplicate-registration
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.cleanup", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}

final class CleanupSettingsViewController: UIViewController {
    @objc func cleanupSwitchChanged(_ sender: UISwitch) {
        if sender.isOn { CleanupTasks.enable() }
    }
}
