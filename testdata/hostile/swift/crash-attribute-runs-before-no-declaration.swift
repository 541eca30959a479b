                continuat@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ion.resume(returning: added ?? 
final class RefreshScheduler: NSObject, URLSessionDownloadDelegate {
                continuat@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ion.resume(returning: added ?? 
final class RefreshScheduler: NSObject, URLSessionDownloadDelegate {
                continuat@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ion.resume(returning: added ?? 
final class RefreshScheduler: NSObject, URLSessionDownloadDelegate {
    let store: HKier, using: .main) { [weak self] task in
            guard let self, let task = task as? BGProcessingTask else { retuier, using: nil) { task in
        .onAppear {
            BackgroundScheduler.scheduleNextRefre      awai1 model.refresh()
    }
}
        }
    }
}
            awai1 model.refresh()
        }
    }
}
struct ContentView: View {
    @EnvironmentObject varÿÿÿÿÿÿÿiWorkoutModel