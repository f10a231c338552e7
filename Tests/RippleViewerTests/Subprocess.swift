#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program and waits for it with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process` is not used for tmux: its Linux implementation notices the child's
/// exit through a descriptor the child inherits, and the tmux server the client forks keeps
/// that descriptor open, so `waitUntilExit` would never return.
enum Subprocess {
  /// Runs `path` with arguments; standard input and error are `/dev/null`.
  /// - Returns: The exit status and, when `capturing`, standard output.
  static func run(_ path: String, _ arguments: [String], capturing: Bool) throws -> (
    status: Int32, output: String
  ) {
    // Darwin declares the action and attribute types as pointers, Glibc as structures.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pipeEnds: [Int32] = [-1, -1]
    if capturing {
      guard pipe(&pipeEnds) == 0 else { throw TmuxError("pipe failed") }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
      posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    // The test runner's threads block signals, and a spawned program inherits the mask: the
    // tmux server forked from it would then never take the SIGTERM of `kill-server`.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    if capturing { close(pipeEnds[1]) }
    guard spawned == 0 else {
      if capturing { close(pipeEnds[0]) }
      throw TmuxError("cannot run \(path): error \(spawned)")
    }
    var output: [UInt8] = []
    if capturing {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(pipeEnds[0], &buffer, buffer.count)
        if count <= 0 { break }
        output += buffer[0..<count]
      }
      close(pipeEnds[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status, String(decoding: output, as: UTF8.self))
  }
}
