import Foundation  // Glibc or Darwin with it
import Synchronization

/// The handler of the signals a crash raises (a trap: a failed `precondition`, a force unwrap
/// of `nil`, an index out of range; a bad memory access; an abort), which lets the
/// ``StalledRunWatchdog`` say where the run was before the signal goes where it went before.
///
/// The signal then goes to the previous handler (Swift's backtracer, where it runs) or takes
/// its default action: a fault happens again on return, where the previous disposition takes
/// it with the fault's own details; a signal another process or `abort` sent is raised again.
enum CrashNote {
  /// The signals a crash raises.
  static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// The actions the signals had before ``install()``, by index in ``signals``.
  ///
  /// NB: written once, before the handler is installed, and only read afterwards.
  nonisolated(unsafe) static var previousActions: [sigaction] = []

  private static let isInstalled = Atomic(false)

  /// Installs the handler, once per process.
  static func install() {
    guard !isInstalled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = crashed
    #elseif canImport(Musl)
      action.__sa_handler.sa_sigaction = crashed
    #else
      action.__sigaction_handler.sa_sigaction = crashed
    #endif
    sigemptyset(&action.sa_mask)
    // NB: on the thread's alternate stack where it has one (Swift's backtracer sets one up):
    // a stack overflow leaves no room on the stack itself.
    action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
    previousActions = signals.map { number in
      var previous = sigaction()
      sigaction(number, nil, &previous)
      return previous
    }
    for number in signals { sigaction(number, &action, nil) }
  }
}

/// The handler of the crash signals: says where the run was, then hands the signal over.
private func crashed(
  _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  StalledRunWatchdog.shared.sayWhereTheRunCrashed()
  guard let index = CrashNote.signals.firstIndex(of: number) else { return }
  var previous = CrashNote.previousActions[index]
  sigaction(number, &previous, nil)
  // A fault (a code above 0: the system's) happens again on return. A signal sent (`kill`,
  // `raise`, `abort`) would not: raised, it waits, blocked in this handler, until the return.
  if (info?.pointee.si_code ?? 0) <= 0 { raise(number) }
}
