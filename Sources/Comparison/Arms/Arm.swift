/// One way of writing the five screens, compared against the others: a pattern, and for MVVM
/// the reactive core and binding style it is built with.
///
/// Arms are data: the harness, the benchmark and every output format handle any number of them.
/// ``reference`` (MVP) is the arm every ratio divides by. Adding an arm is one driver per
/// screen plus one entry in ``all``:
///
/// ```swift
/// static let myArm = Arm(
///   id: "mvvm-mine", name: "MVVM mine", summary: "What it does differently, in one line.",
///   pattern: .mvvm, core: .signals,
///   drivers: ArmDrivers(
///     userList: { MyUserListDriver(service: $0) },
///     userListCells: { MyUserListDriver(service: $0, cells: true) },
///     dogList: { MyDogListDriver(service: $0) },
///     dogListCells: { MyDogListDriver(service: $0, cells: true) },
///     bookSearch: { MyBookSearchDriver(repository: $0, clock: $1) },
///     login: { MyLoginDriver(service: $0) }, profile: { MyProfileDriver(service: $0) }))
/// ```
public struct Arm: Sendable, Identifiable, Hashable, CustomStringConvertible {
  /// A stable id, the key of this arm in every output (`mvp`, `mvvm`, `mvvm-dedup`…).
  public let id: String
  /// The name tables and charts show (`MVP`, `MVVM`, `MVVM dedup`…).
  public let name: String
  /// What sets this arm apart, in one line.
  public let summary: String
  /// The pattern its screens are written in.
  public let pattern: Pattern
  /// The reactive core between its presentation logic and its view.
  public let core: Core
  /// Makes this arm's driver of each screen.
  public let drivers: ArmDrivers

  /// Creates an arm.
  public init(
    id: String, name: String, summary: String, pattern: Pattern, core: Core,
    drivers: ArmDrivers
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.pattern = pattern
    self.core = core
    self.drivers = drivers
  }

  /// The arm's name.
  public var description: String { name }

  /// Arms are equal when their ids are.
  public static func == (lhs: Arm, rhs: Arm) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Arm {
  /// Every arm, the reference first, in the order tables and charts show them.
  public static let all: [Arm] = [
    .mvp, .mvvm, .mvvmDeduplicated, .mvvmState, .mvpObservation, .mvvmObservation,
  ]

  /// The arm every ratio divides by.
  public static var reference: Arm { .mvp }

  /// The arm with `id`, if there is one.
  public static func named(_ id: String) -> Arm? {
    all.first { $0.id == id }
  }

  /// Presenters pushing formatted data to passive view protocols.
  public static let mvp = Arm(
    id: "mvp", name: "MVP",
    summary: "Presenters call a passive view protocol; the view copies what it is told.",
    pattern: .mvp, core: .none,
    drivers: ArmDrivers(
      userList: { MVPUserListDriver(service: $0) },
      userListCells: { MVPUserListDriver(service: $0, cells: true) },
      dogList: { MVPDogListDriver(service: $0) },
      dogListCells: { MVPDogListDriver(service: $0, cells: true) },
      bookSearch: { MVPBookSearchDriver(repository: $0, clock: $1) },
      login: { MVPLoginDriver(service: $0) },
      profile: { MVPProfileDriver(service: $0) }))

  /// View models on Signals, one observable output per widget, every binding plain.
  public static let mvvm = Arm(
    id: "mvvm", name: "MVVM",
    summary: "View models on Signals; one binding per output, every notification rendered.",
    pattern: .mvvm, core: .signals,
    drivers: .signalsViewModels(deduplicated: false))

  /// The same view models; every binding skips a value equal to the last one it rendered (in
  /// the binder's observer: the view calls of `removeDuplicates()`, without an observable per
  /// binding).
  public static let mvvmDeduplicated = Arm(
    id: "mvvm-dedup", name: "MVVM dedup",
    summary: "The same view models; every binding skips a value equal to the last it rendered.",
    pattern: .mvvm, core: .signals,
    drivers: .signalsViewModels(deduplicated: true))
}

extension ArmDrivers {
  /// The drivers of the Signals view models, with plain or de-duplicated bindings.
  static func signalsViewModels(deduplicated: Bool) -> ArmDrivers {
    ArmDrivers(
      userList: { MVVMUserListDriver(service: $0, deduplicated: deduplicated) },
      userListCells: {
        MVVMUserListDriver(service: $0, deduplicated: deduplicated, cells: true)
      },
      dogList: { MVVMDogListDriver(service: $0, deduplicated: deduplicated) },
      dogListCells: { MVVMDogListDriver(service: $0, deduplicated: deduplicated, cells: true) },
      bookSearch: {
        MVVMBookSearchDriver(repository: $0, clock: $1, deduplicated: deduplicated)
      },
      login: { MVVMLoginDriver(service: $0, deduplicated: deduplicated) },
      profile: { MVVMProfileDriver(service: $0, deduplicated: deduplicated) })
  }
}
