#ifndef KEYLAB_CEDITLINE_SHIM_H
#define KEYLAB_CEDITLINE_SHIM_H

// libedit's readline-compatible API, wrapped so Swift 6 never touches C
// mutable globals (rl_* variables, stdin/stdout) directly and never calls a
// variadic function.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <errno.h>
#include <locale.h>
#include <langinfo.h>
#include <sys/ioctl.h>
#include <editline/readline.h>

// Swift compiles the header's functions into every object file that uses
// them; `static` variables would then exist once per Swift file and a flag set
// by the handler in one file would never be seen in another. Weak external
// definitions are merged by the linker into one.
#define KEYLAB_SHARED __attribute__((weak))

/// Set by the SIGINT handler; read and cleared by keylab_take_interrupt.
KEYLAB_SHARED volatile sig_atomic_t keylab_interrupt_flag = 0;
/// Set by the SIGTERM/SIGHUP handler.
KEYLAB_SHARED volatile sig_atomic_t keylab_terminate_flag = 0;
/// Set by the SIGWINCH handler.
KEYLAB_SHARED volatile sig_atomic_t keylab_resize_flag = 0;

KEYLAB_SHARED void keylab_on_sigint(int signo) { (void)signo; keylab_interrupt_flag = 1; }
KEYLAB_SHARED void keylab_on_sigterm(int signo) { (void)signo; keylab_terminate_flag = 1; }
/// Set once libedit is initialised, so a resize can tell it the new size.
KEYLAB_SHARED volatile sig_atomic_t keylab_editor_ready = 0;
KEYLAB_SHARED void keylab_on_sigwinch(int signo) {
    (void)signo;
    keylab_resize_flag = 1;
    // What libedit's own handler does: re-read the terminal size, so the
    // line being edited wraps at the new width.
    if (keylab_editor_ready) rl_resize_terminal();
}

/// Installs SIGINT, SIGTERM, SIGHUP and SIGWINCH handlers without SA_RESTART,
/// so a blocking read returns (EINTR) and the REPL can react. SIGPIPE is
/// ignored so output to a closed pipe becomes a write error, not a crash.
static inline void keylab_install_signal_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    action.sa_handler = keylab_on_sigint;
    sigaction(SIGINT, &action, NULL);
    action.sa_handler = keylab_on_sigterm;
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    // A resize must not interrupt the read of the line being typed.
    action.sa_handler = keylab_on_sigwinch;
    action.sa_flags = SA_RESTART;
    sigaction(SIGWINCH, &action, NULL);
    signal(SIGPIPE, SIG_IGN);
    // A parent may hand keylab a mask that blocks these (test runners and
    // some launchers do); Ctrl-C must reach the REPL whatever started it.
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGTERM);
    sigaddset(&wanted, SIGHUP);
    sigaddset(&wanted, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
}

static inline int keylab_take_interrupt(void) {
    int value = keylab_interrupt_flag;
    keylab_interrupt_flag = 0;
    return value;
}
static inline int keylab_peek_interrupt(void) { return keylab_interrupt_flag; }
static inline int keylab_terminate_requested(void) { return keylab_terminate_flag; }
static inline int keylab_take_resize(void) {
    int value = keylab_resize_flag;
    keylab_resize_flag = 0;
    return value;
}

/// Columns of the terminal on stdout, or 0 when unknown.
static inline int keylab_terminal_columns(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 0;
}

/// Rows of the terminal on stdout, or 0 when unknown.
static inline int keylab_terminal_rows(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0) return size.ws_row;
    return 0;
}

/// Sets the locale from the environment; falls back to C.UTF-8 when the
/// user's locale is not UTF-8, so Hangul edits a syllable at a time.
/// Returns 1 when the user's own locale is UTF-8 (the terminal can show
/// Unicode), 0 when keylab had to fall back.
static inline int keylab_setup_locale(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
    return 0;
}

/// Swift's completion generator: called with the word being completed and
/// the whole line before the cursor; returns a malloc'ed NULL-terminated
/// array of malloc'ed strings (or NULL).
typedef char **(*keylab_completer_t)(const char *word, const char *line);
KEYLAB_SHARED keylab_completer_t keylab_completer = NULL;

KEYLAB_SHARED char **keylab_attempted_completion(const char *text, int start, int end) {
    (void)start;
    rl_attempted_completion_over = 1; // never fall back to file names
    if (!keylab_completer) return NULL;
    char *line = strndup(rl_line_buffer ? rl_line_buffer : "", (size_t)(end > 0 ? end : 0));
    char **matches = keylab_completer(text, line ? line : "");
    free(line);
    return matches;
}

/// Initialises libedit's readline API: emacs bindings, our completion,
/// no appended space after a partial completion, SIGINT left to us.
static inline void keylab_readline_setup(keylab_completer_t completer) {
    keylab_completer = completer;
    rl_readline_name = "keylab";
    rl_attempted_completion_function = keylab_attempted_completion;
    rl_completion_append_character = ' ';
    rl_catch_signals = 0;
    rl_initialize();
    rl_parse_and_bind("bind -e");
    rl_parse_and_bind("bind ^I rl_complete");
    stifle_history(1000);
    keylab_editor_ready = 1;
}

static inline char *keylab_readline(const char *prompt) { return readline(prompt); }
static inline void keylab_add_history(const char *line) { add_history(line); }
static inline void keylab_clear_history(void) { clear_history(); }
static inline int keylab_read_history(const char *path) { return read_history(path); }
static inline int keylab_write_history(const char *path) { return write_history(path); }
static inline int keylab_history_length(void) { return history_length; }
static inline const char *keylab_history_entry(int offset) {
    HIST_ENTRY *entry = history_get(history_base + offset);
    return entry ? entry->line : NULL;
}

#endif
