/// The namespace of the comparison harness; its issue fills it.
public enum ComparisonModule {}
