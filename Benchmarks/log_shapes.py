"""Each literal of Benchmarks/log-literals.txt in the shape of a real line that carries it.

`SHAPES[literal](n)` returns the n-th such line (numbers, pids and identifiers vary with n, as on a busy device);
`noise_line(n)` returns a line that carries none of the literals. Used by `generate.py line-kind` and by
`scaling.py`'s `kind:` shapes. `BenchmarkLiteralsTests` keeps log-literals.txt exact; `line_kinds.py --check`
fails when a literal has no shape here, or a shape's line does not carry its literal.
"""

APP = "com.example.stride"


def _stamp(n):
    return f"2025-03-02 08:{n // 60 % 60:02d}:{n % 60:02d}.{n * 7919 % 1_000_000:06d}+0100"


def _xcode(n, category, message):
    return f"{_stamp(n)} Stride Coach[{800 + n % 97}:{40000 + n % 5000}] [{category}] {message}"


def _log_show(n, process, pid, subsystem, message):
    return f"{_stamp(n)} 0x{0x1a2b3 + n % 4096:x}    Default     0x0                  {pid:<6} 0    {process}: [{subsystem}] {message}"


def _runningboard(n, message):
    return _log_show(n, "runningboardd", 33, "com.apple.runningboard:process", message)


def _assertion(n):
    return (f"[app<{APP}({800 + n % 97})>:{800 + n % 97}] Acquiring assertion targeting [app<{APP}({800 + n % 97})>:"
            f"{800 + n % 97}] from originator [app<{APP}>:{800 + n % 97}] with description <RBSAssertionDescriptor| "
            f"\"Shared Background Assertion {n % 500} for {APP}\" ID:33-{800 + n % 97}-{n % 9000} target:{800 + n % 97}")


def _field(key, value):
    return f"{key + ':':<22}{value}"


def _frame(n, symbol):
    return f"{3 + n % 4}   BackgroundTasks               \t0x1e08b{n % 65536:04x} {symbol} + {100 + n % 400}"


def _exception(reason):
    return f"*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '{reason}'"


def _dasd(n, message):
    return _log_show(n, "dasd", 120, "com.apple.duetactivityscheduler:scoring", message)


def _identifier(n):
    return f"com.example.app{n % 50}.refresh"


SHAPES = {
    "created over 30 seconds ago": lambda n: _xcode(
        n, "BackgroundTask",
        f"Background Task {n % 200} (\"SyncUpload\"), was created over 30 seconds ago. In applications running in the "
        "background, this creates a risk of termination. Please make sure to end your task when it is done."),
    "after expiration handlers were called": lambda n: _xcode(
        n, "BackgroundTask",
        f"Background task still not ended after expiration handlers were called: <_UIBackgroundTaskInfo: 0x280d1c4c0>: "
        f"taskID = {n % 200}, taskName = SyncUpload, creationTime = {n % 90000} (elapsed = 31). This app will likely be "
        "terminated by the system. Call UIApplication.endBackgroundTask(_:) to avoid this."),
    "Shared Background Assertion": lambda n: _runningboard(n, _assertion(n)),
    "finishTask": lambda n: _xcode(
        n, "Assertions",
        f"<BKProcessAssertion: 0x1c0d2a8e0; \"SyncUpload\" (finishTask:180s); id:…{n % 9000:04X}> process: "
        f"Stride Coach[{800 + n % 97}] permittedBackgroundDuration: 180.000000 reason: finishTask"),
    "FinishTask": lambda n: _runningboard(
        n, f"[app<{APP}({800 + n % 97})>:{800 + n % 97}] attributes:[<RBSLegacyAttribute| requestedReason:FinishTask "
           "reason:FinishTask flags:( PreventTaskSuspend )>]"),
    "Called by ": lambda n: _xcode(
        n, "BackgroundTask",
        f"Background Task {n % 200} (\"Called by Stride Coach, from -[SyncManager uploadPending]\"), was created over "
        "30 seconds ago."),
    "RUNNINGBOARD": lambda n: _field("Termination Reason", f"Namespace RUNNINGBOARD, Code {n % 9000}"),
    "has active assertions beyond permitted time": lambda n: _runningboard(
        n, f"[app<{APP}({800 + n % 97})>:{800 + n % 97}] has active assertions beyond permitted time: <RBSAssertion| "
           f"id:33-{800 + n % 97}-{n % 9000} target:{800 + n % 97} state:active>"),
    "Forcing crash report": lambda n: _runningboard(
        n, f"[app<{APP}({800 + n % 97})>:{800 + n % 97}] Forcing crash report of <RBSProcessInstance| "
           f"[app<{APP}({800 + n % 97})>:{800 + n % 97}]>..."),
    "2182bad2": lambda n: _field("Termination Reason", "Namespace RUNNINGBOARD, Code 0x2182bad2"),
    "2182BAD2": lambda n: _runningboard(
        n, f"Terminating with context: <RBSTerminateContext| domain:15 code:0x2182BAD2 explanation:[app<{APP}("
           f"{800 + n % 97})>:{800 + n % 97}] took too long to finish task reportType:CrashLog maxTerminationResistance:Interactive>"),
    "562215634": lambda n: f"\"termination\" : {{\"code\":562215634,\"flags\":518,\"namespace\":\"RUNNINGBOARD\"}},",
    "cpu usage": lambda n: _field("Event", "cpu usage"),
    "Process killed": lambda n: _field("Action taken", "Process killed"),
    "xceeding limit of": lambda n: _field(
        "CPU", f"{40 + n % 20} seconds cpu time over 50 seconds (97% cpu average), exceeding limit of 80% cpu over 60 seconds"),
    "c51bad01": lambda n: _field("Exception Codes", "0xc51bad01"),
    "C51BAD01": lambda n: _field("Termination Reason", "Namespace CAROUSEL, Code 0xC51BAD01"),
    "3306925313": lambda n: f"\"termination\" : {{\"code\":3306925313,\"namespace\":\"CAROUSEL\"}},",
    "All launch handlers must be registered before application finishes launching": lambda n: _exception(
        "All launch handlers must be registered before application finishes launching"),
    "Launch handler for task with identifier": lambda n: _exception(
        f"Launch handler for task with identifier {_identifier(n)} has already been registered"),
    "No launch handler registered for task with identifier": lambda n: (
        f"{_stamp(n)}  localhost Stride Coach[{800 + n % 97}]: (BackgroundTasks) [com.apple.BackgroundTasks:Framework] "
        f"No launch handler registered for task with identifier {_identifier(n)}"),
    "_unsafe_registerForTaskWithIdentifier": lambda n: _frame(
        n, "-[BGTaskScheduler _unsafe_registerForTaskWithIdentifier:usingQueue:launchHandler:]"),
    "_handleSubmissionWithoutRegistrationForTaskRequest": lambda n: _frame(
        n, "-[BGTaskScheduler _handleSubmissionWithoutRegistrationForTaskRequest:error:]"),
    "Process:": lambda n: _field("Process", f"Stride Coach [{800 + n % 97}]"),
    "Must Not Proceed": lambda n: _dasd(
        n, "{name: BatteryLevelPolicy, policyWeight: 1.000, response: {Decision: Must Not Proceed, Score: 0.00, "
           "Rationale: [{batteryLevel < 20}]}}"),
    "Running task: <": lambda n: (
        f"info {_stamp(n)[:26]} +0100 Stride Coach[{800 + n % 97}] [com.apple.BackgroundTasks:Framework] "
        f"Running task: <BGAppRefreshTask: {_identifier(n)}>"),
    "Marking task": lambda n: (
        f"info {_stamp(n)[:26]} +0100 Stride Coach[{800 + n % 97}] [com.apple.BackgroundTasks:Framework] "
        f"Marking task (null) complete with success: {n % 2}"),
    "Background App Refresh watchdog transgression": lambda n: _field(
        "Termination Reason", "CAROUSEL, Background App Refresh watchdog transgression. Exhausted wall time allowance "
        "of 15.00 seconds."),
    "CAROUSEL": lambda n: _field("Termination Reason", f"Namespace CAROUSEL, Code {n % 9000}"),
    "watchdog transgression": lambda n: _runningboard(
        n, f"<RBSTerminateContext| domain:10 code:0x8BADF00C explanation:scene-create watchdog transgression: "
           f"application<{APP}>:{800 + n % 97} exhausted CPU time allowance of 3.37 seconds>"),
    "8badf00d": lambda n: _field("Exception Codes", "0x000000008badf00d"),
    "8BADF00D": lambda n: _field("Termination Reason", "Namespace FRONTBOARD, Code 0x8BADF00D"),
    "2182bad3": lambda n: _field("Termination Reason", "Namespace RUNNINGBOARD, Code 0x2182bad3"),
    "2182BAD3": lambda n: _runningboard(
        n, f"Terminating with context: <RBSTerminateContext| domain:15 code:0x2182BAD3 explanation:[app<{APP}("
           f"{800 + n % 97})>:{800 + n % 97}] background URL session reportType:CrashLog>"),
    "562215635": lambda n: f"\"termination\" : {{\"code\":562215635,\"namespace\":\"RUNNINGBOARD\"}},",
    "2182bad4": lambda n: _field("Termination Reason", "Namespace RUNNINGBOARD, Code 0x2182bad4"),
    "2182BAD4": lambda n: _runningboard(
        n, f"Terminating with context: <RBSTerminateContext| domain:15 code:0x2182BAD4 explanation:[app<{APP}("
           f"{800 + n % 97})>:{800 + n % 97}] background fetch reportType:CrashLog>"),
    "562215636": lambda n: f"\"termination\" : {{\"code\":562215636,\"namespace\":\"RUNNINGBOARD\"}},",
    "c51bad02": lambda n: _field("Exception Codes", "0xc51bad02"),
    "C51BAD02": lambda n: _field("Termination Reason", "Namespace CAROUSEL, Code 0xC51BAD02"),
    "3306925314": lambda n: f"\"termination\" : {{\"code\":3306925314,\"namespace\":\"CAROUSEL\"}},",
    "c51bad03": lambda n: _field("Exception Codes", "0xc51bad03"),
    "C51BAD03": lambda n: _field("Termination Reason", "Namespace CAROUSEL, Code 0xC51BAD03"),
    "3306925315": lambda n: f"\"termination\" : {{\"code\":3306925315,\"namespace\":\"CAROUSEL\"}},",
    "SIMULATED": lambda n: _field("Exception Note", "SIMULATED (this is NOT a crash)"),
    "TypeIdentifier": lambda n: _xcode(
        n, "HealthSync", f"observer fired for HKQuantityTypeIdentifier{['StepCount', 'HeartRate'][n % 2]} batch {n}"),
    "tionHandler": lambda n: _xcode(n, "HealthSync", f"calling completionHandler for batch {n}"),
    "tion handler": lambda n: _xcode(n, "HealthSync", f"observer query completion handler called for batch {n}"),
    "cknowledg": lambda n: _xcode(n, "HealthSync", f"acknowledged background delivery batch {n}"),
    "BackgroundTask: no background task exists with identifier": lambda n: (
        f"{_stamp(n)} Stride Coach[{800 + n % 97}:{40000 + n % 5000}] Can't end BackgroundTask: no background task "
        f"exists with identifier {n % 200} (0x{n % 200:x}), or it may have already been ended. Break in "
        "UIApplicationEndBackgroundTaskError() to debug."),
    "dead10cc": lambda n: _field("Exception Codes", "0xdead10cc"),
    "DEAD10CC": lambda n: _field("Termination Reason", "Namespace RUNNINGBOARD, Code 0xDEAD10CC"),
    "3735883980": lambda n: f"\"termination\" : {{\"code\":3735883980,\"namespace\":\"RUNNINGBOARD\"}},",
    "advertised in the application": lambda n: (
        f"{_stamp(n)} Stride Coach[{800 + n % 97}:{40000 + n % 5000}] [Framework] Registration rejected; "
        f"{_identifier(n)} is not advertised in the application's Info.plist"),
    "Unrecognized Identifier=": lambda n: _xcode(
        n, "Scheduler", f"Could not schedule app refresh: Unrecognized Identifier={_identifier(n)}"),
    "BGTaskSchedulerErrorDomain Code=3": lambda n: _xcode(
        n, "Scheduler", "Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\""),
    "BGTaskSchedulerErrorDomain error 3": lambda n: _xcode(
        n, "Scheduler", "submit failed: The operation couldn’t be completed. (BGTaskSchedulerErrorDomain error 3.)"),
    "BGTaskScheduler error 3": lambda n: (
        f"flutter: PlatformException(bgTaskSchedulerError, BGTaskScheduler error 3, null, null) #{n}"),
    "task was not registered in AppDelegate": lambda n: (
        f"{_stamp(n)} Courier[{800 + n % 97}:{40000 + n % 5000}] BGTask error The operation couldn’t be completed. "
        "Background procssing task was not registered in AppDelegate didFinishLaunchingWithOptions.  See iOS Setup Guide."),
    "No task request with identifier": lambda n: (
        f"{_stamp(n)} Stride Coach[{800 + n % 97}:{40000 + n % 5000}] [Framework] No task request with identifier "
        f"{_identifier(n)} has been scheduled"),
    "Simulator/Devices/": lambda n: (
        f"dyld: loaded /Users/dev/Library/Developer/CoreSimulator/Devices/4C1D2E3F-{n % 10000:04d}/data/Containers/"
        "Bundle/Application/Stride Coach.app"),
    "iPhoneSimulator.platform": lambda n: (
        "dyld: loaded /Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Library/"
        f"Developer/CoreSimulator/Profiles/Runtimes/iOS.simruntime #{n}"),
    "iOS Simulator": lambda n: _xcode(n, "BackgroundFetch", "background tasks do not run in the iOS Simulator"),
    "BGTaskSchedulerErrorDomain Code=2": lambda n: _xcode(
        n, "Scheduler", "Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=2 \"(null)\""),
    "BGTaskSchedulerErrorDomain error 2": lambda n: _xcode(
        n, "Scheduler", "submit failed: The operation couldn’t be completed. (BGTaskSchedulerErrorDomain error 2.)"),
    "BGTaskScheduler error 2": lambda n: (
        f"flutter: PlatformException(bgTaskSchedulerError, BGTaskScheduler error 2, null, null) #{n}"),
    "BGTaskSchedulerErrorDomain Code=1": lambda n: _xcode(
        n, "Scheduler", "Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""),
    "BGTaskSchedulerErrorDomain error 1": lambda n: _xcode(
        n, "Scheduler", "submit failed: The operation couldn’t be completed. (BGTaskSchedulerErrorDomain error 1.)"),
    "BGTaskScheduler error 1": lambda n: (
        f"flutter: PlatformException(bgTaskSchedulerError, BGTaskScheduler error 1, null, null) #{n}"),
    "healthkit Code=5": lambda n: _xcode(
        n, "HealthKit", "Error Domain=com.apple.healthkit Code=5 \"Authorization not determined\" "
        "UserInfo={NSLocalizedDescription=Authorization not determined}"),
    "healthkit error 5": lambda n: _xcode(
        n, "HealthKit", "The operation couldn’t be completed. (com.apple.healthkit error 5.)"),
    "Authorization not determined": lambda n: _xcode(n, "HealthKit", "query failed: Authorization not determined"),
    "Authorization status is not determined": lambda n: _xcode(
        n, "HealthKit", "Authorization status is not determined for all types provided."),
    "Missing com.apple.developer.healthkit.background-delivery entitlement": lambda n: _xcode(
        n, "HealthKit", "Error Domain=com.apple.healthkit Code=4 \"Missing "
        "com.apple.developer.healthkit.background-delivery entitlement.\""),
    "Missing com.apple.developer.healthkit entitlement": lambda n: _xcode(
        n, "HealthKit", "Error Domain=com.apple.healthkit Code=4 \"Missing com.apple.developer.healthkit entitlement.\""),
    "healthkit Code=6": lambda n: _xcode(
        n, "HealthKit", "Error Domain=com.apple.healthkit Code=6 \"Protected health data is inaccessible\""),
    "healthkit error 6": lambda n: _xcode(
        n, "HealthKit", "The operation couldn’t be completed. (com.apple.healthkit error 6.)"),
    "Protected health data is inaccessible": lambda n: _xcode(
        n, "HealthKit", "sample query failed: Protected health data is inaccessible"),
    "NSHealthShareUsageDescription must be set": lambda n: _exception(
        "NSHealthShareUsageDescription must be set in the app's Info.plist in order to request read authorization "
        "for the following types: HKQuantityTypeIdentifierStepCount"),
    "NSHealthUpdateUsageDescription must be set": lambda n: _exception(
        "NSHealthUpdateUsageDescription must be set in the app's Info.plist in order to request write authorization "
        "for the following types: HKQuantityTypeIdentifierStepCount"),
    "is an invalid value for NSHealthUpdateUsageDescription": lambda n: _exception(
        "The string \"\" is an invalid value for NSHealthUpdateUsageDescription"),
    "Incident Identifier:": lambda n: _field("Incident Identifier", f"7A1C2E3F-0B4D-4E5F-8A9B-{n % 10**12:012d}"),
    "\"bug_type\"": lambda n: (
        f"{{\"app_name\":\"Stride Coach\",\"timestamp\":\"2025-03-02 08:15:{n % 60:02d}.00 +0100\",\"bug_type\":\"309\","
        f"\"bundleID\":\"{APP}\",\"incident_id\":\"7A1C2E3F-{n % 10000:04d}\"}}"),
}

_NOISE = ["Sent request to update widget timeline", "Loaded 42 workouts from cache in 12 ms",
          "nw_path_evaluator_start_helper_connection_block_invoke [C1] satisfied",
          "Acquiring assertion for process with identifier 812", "UIScene will enter foreground",
          "Attempting to fetch activity summaries for 7 days", "HTTP 200 GET /v1/profile (1342 bytes)"]


def noise_line(n):
    """A line of an ordinary layout that carries no literal (Xcode console, log show, Console.app tabs in turn)."""
    message = f"{_NOISE[n % len(_NOISE)]} #{n}"
    layout = n % 3
    if layout == 0:
        return _xcode(n, "Sync", message)
    if layout == 1:
        return _log_show(n, "SpringBoard", 60, "com.apple.FrontBoard:Common", message)
    return f"default\t08:14:{n % 60:02d}.{n * 7919 % 1_000_000:06d}+0100\tStride Coach\t{message}"


def lines(literals, count, every=7):
    """`count` lines, one in `every` carrying the next of `literals` in its shape, the others noise."""
    out = []
    relevant = 0
    for n in range(count):
        if n % every == every - 1:
            literal = literals[relevant % len(literals)]
            out.append(SHAPES[literal](relevant))
            relevant += 1
        else:
            out.append(noise_line(n))
    return out
