import HarborKit
import UIKit

final class StepsViewController: UIViewController {
    let sync = HealthSync()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The observer and the refresh task are set up only once this screen loads: after launch.
        sync.startObserving()
        TaskCenter.registerRefresh()
    }
}
