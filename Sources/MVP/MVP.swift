import Services

/// The namespace of the MVP module; its issue fills it.
public enum MVPModule {}
