/// The namespace of the shared services module; its issue fills it.
public enum ServicesModule {}
