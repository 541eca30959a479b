public enum WakeLintLogs {}
