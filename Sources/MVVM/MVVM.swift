import Services
import Signals

/// The namespace of the MVVM module; its issue fills it.
public enum MVVMModule {}
