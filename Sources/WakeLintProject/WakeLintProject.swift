public enum WakeLintProject {}
