import BackgroundTasks
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // wakelint-expect: bg-register-after-launch
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.news", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }
}
