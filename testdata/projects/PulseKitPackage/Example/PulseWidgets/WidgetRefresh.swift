import BackgroundTasks
import HealthKit

/// Only the example's unit tests link this framework; its code still has to handle a refused request.
public enum WidgetRefresh {
    static let store = HKHealthStore()

    public static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: "com.example.pulse.widgets")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
        try? BGTaskScheduler.shared.submit(request)
    }
}
