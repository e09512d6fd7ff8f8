import Comparison

extension BenchOptions {
  /// The usage text printed by `--help` and after a bad argument, for the command `command`
  /// measuring `study`, with or without micro benchmarks.
  static func usage(command: String, study: Study, hasMicro: Bool = true) -> String {
    let arms = study.arms.enumerated().map { index, arm in
      index == 0 ? "\(arm.name), the reference" : arm.name
    }
    let screens = study.screens.map(\.screen.rawValue).joined(separator: ", ")
    let what =
      "Runs every scenario of the screens of \(study.name) (\(screens)) on every arm written for "
      + "it (\(arms.joined(separator: "; "))), checks that all show the same screens, and "
      + "measures view updates per phase (initial render, actions), latency per kind of action "
      + "with 95 % intervals, and allocations"
      + (hasMicro
        ? "; then runs its micro benchmarks, each against a closure call" : "")
      + "; and, given a code layout, counts the code (the code suite): each screen's logic, "
      + "view and test lines, declarations and decisions in every shape, the requirement "
      + "changes measured per arm, and the claims they settle."
    let entry =
      "\(command) is BenchKit's entry point, BenchCommand.main(_:codeLayout:micro:), called "
      + "with this study: call it with a study of your own screens and arms from an executable "
      + "target of yours to get all of the above for them (Comparison's article \"Measure your "
      + "own screen\")."
    return "usage: \(command) [options]\n\n" + wrap(what, width: 92) + "\n\n"
      + wrap(entry, width: 92) + "\n\n" + optionsText
  }

  private static let optionsText = """
    Everything is timed on the main thread (each timed round of the scenarios, and each of
    the five runs of the micro benchmarks, in a fresh process, see --in-process); on macOS
    that thread runs at the user-interactive quality of service, which keeps it on the
    performance cores of Apple silicon. The clock's tick is measured first (41.7 ns on Apple
    silicon, where a short action lasts 4 to 20 ticks): a difference of one tick or less is
    reported as within the clock's resolution (~), never as faster or slower, here and by
    --compare.

    Allocations are counted on Linux with glibc only, where BenchKit's allocation counter,
    linked into the executable, interposes glibc's malloc; elsewhere (macOS included) they are
    not counted, and the results say so: null in JSON, n/a in the tables, and a line of the
    provenance.

    options:
      --format FORMAT     table (default), markdown, json or csv
      --output FILE       write the results (or the --list) to FILE instead of standard
                          output; - is standard output, /dev/null discards them
      --report FILE       also write a self-contained HTML report with charts
      --filter TEXT       only scenarios and benchmarks whose screen or name contains TEXT
                          (not the code suite); one that keeps none exits 2
      --sizes LIST        list sizes for the screens whose scenarios take one, e.g.
                          10,1000: at most \(maximumSizeCount), each 1 to 1000000 (default
                          10,1000,100000)
      --iterations N      timed runs per scenario and arm, 1 to 10000 (default: by size,
                          10 to 300)
      --repeat N          independent timed rounds, 1 to 50 (default 25; 3 with --quick)
      --suite NAME        scenarios, signals (the micro benchmarks) or code; repeat for
                          several (default: all the study has)
      --sources DIR       the package root the code suite reads (default: the package whose
                          executable called the entry point, when its sources are still
                          there, else the current folder); refused when the code suite
                          does not run
      --quick             a short run for CI (under 10 s)
      --save-baseline FILE  also write the results as JSON to FILE, for a later --compare
      --compare FILE      compare with a baseline (a file or a pipe, e.g. <(git show
                          main:base.json)): exact counts strictly, latencies by their 95 %
                          intervals (each arm's ratio to the reference; the reference's p50
                          after taking out the machine's speed); exit 3 on a regression; a
                          baseline holding a figure no run could make (negative, infinite,
                          outside its interval) is refused, naming the figure; code figures
                          that differ from the baseline's are named in notes, never
                          regressions
      --threshold PCT     a regression's new interval lies above the old one grown by PCT %
                          (default 10)
      --write-results FILE  write the whole results page FILE (RESULTS.md) from this run:
                          the verdict first, then budgets, findings, counts, code, latency
                          and micro tables, and the provenance; a full run only (--quick,
                          --filter, --sizes and --suite are refused)
      --check-results FILE  check that the exact counts and code figures in FILE
                          (RESULTS.md) match a fresh counting run (no timing) and the
                          sources; exit 3 when they differ. A run narrowed by --quick,
                          --filter or --sizes checks the rows it makes and says how many; a
                          row it makes that FILE lacks is a difference; --suite code checks
                          the code figures alone, in a second
      --update-results FILE  rewrite the counts and code figures of FILE (RESULTS.md) from
                          a fresh counting run and the sources, in seconds, keeping the
                          timings of the full run that wrote it (after a code change)
      --inject-delay ARM=NS  slow every action of arm ARM by NS nanoseconds (busy wait), to
                          check that --compare catches a regression
      --wait-limit SECONDS  how long a step waits for its screen to settle before that
                          arm's run fails, naming the step (default 60); a run that
                          stalls twice as long (at least 2 s more: a step that never
                          returns, a job that never ends, a script that waits for
                          ever, a micro benchmark that never returns) ends the whole
                          command at once, naming the step, with nothing written
      --in-process        run every timed round and micro run in this process (default:
                          each in a fresh process, so process-wide luck such as memory
                          layout varies)
      --list              list the scenarios (to --output when given) and exit
      --help              show this help and exit

    Every FILE written is checked before the run. - and /dev/stdout are standard output,
    /dev/stderr standard error; /dev/null and a named pipe (FIFO, which waits for its
    reader) are written in place; a regular file, new or not, is replaced whole through a
    temporary file beside it (a symbolic link is written through: the file it leads to is
    replaced and the link stays), so it is replaced or left as it was, with the permissions a
    new file gets. Anything else (a folder, another device, a socket, a link to nothing, a
    read-only file, even for root) is refused and left alone. Two options naming one file,
    or an output naming the --compare or --check-results file, are refused; paths are
    compared after resolving their links. Inputs are read up to a limit, and one past it is
    refused (exit 2): \(byteCountText(BaselineComparison.sizeLimit)) for --compare, \(byteCountText(ResultsFile.sizeLimit)) for a results page, \(byteCountText(SourceFile.sizeLimit)) for
    each file the code suite reads. A baseline or results page of another study, or a
    baseline whose ratios divide by another reference arm, is refused; arms in one run only
    are named and not compared. What an arm prints goes to standard error, never into the
    results. Arguments must be UTF-8.

    exit status:
      0  success
      1  a scenario broke parity (both drawings are printed, the lines that differ
         marked), or an arm stopped, leaked or stalled (named with the scenario and the
         step), in its counting run or in a timed round (named too); the scenario's
         timings are left out
      2  a bad argument (or one that is not UTF-8), options that select nothing to run,
         an input or destination that cannot be used, or an output naming an input;
         nothing ran
      3  a regression against --compare's baseline, or counts that differ from
         --check-results's file
      4  an I/O error: standard output (or error) closed where an output names it, or a
         result could not be written (the system's reason is printed, e.g. No space left
         on device, or Broken pipe when standard output is a closed pipe); every other
         output is still written
    An arm that crashes (a trap such as a force unwrap of nil, a bad memory access) ends
    the process by that signal (a shell shows 128 + its number), after a line naming the
    arm, the scenario and the step; nothing is written.
    """
}
