import UIKit

/// The main screen: it shows the total; the observer was started at launch (see AppDelegate).
final class StepsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(Int(StepStore.shared.total)) steps"
    }
}
