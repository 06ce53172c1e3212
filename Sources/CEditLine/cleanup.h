#ifndef KEYLAB_CEDITLINE_CLEANUP_H
#define KEYLAB_CEDITLINE_CLEANUP_H

// What keylab must undo when a signal ends it: the process groups of the
// programs it runs (swiftc, the program swiftc built) and their scratch
// folders. Kept in fixed arrays of sig_atomic_t and char so a signal handler
// can read them; everything the handler calls is async-signal-safe (kill,
// waitpid, nanosleep, open, getdents64, unlinkat, close).
#include <signal.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sys/stat.h>
#ifdef __linux__
#include <sys/syscall.h>
#else
#include <dirent.h>
#endif

#define KEYLAB_SHARED_CLEANUP __attribute__((weak))
#define KEYLAB_SLOTS 8
#define KEYLAB_PATH_MAX 1024

KEYLAB_SHARED_CLEANUP volatile sig_atomic_t keylab_child_groups[KEYLAB_SLOTS] = {0};
KEYLAB_SHARED_CLEANUP volatile sig_atomic_t keylab_child_stop_signals[KEYLAB_SLOTS] = {0};
KEYLAB_SHARED_CLEANUP char keylab_folders[KEYLAB_SLOTS][KEYLAB_PATH_MAX] = {{0}};
KEYLAB_SHARED_CLEANUP volatile sig_atomic_t keylab_folder_used[KEYLAB_SLOTS] = {0};
/// Set when a signal is ending keylab: no new child may start.
KEYLAB_SHARED_CLEANUP volatile sig_atomic_t keylab_ending = 0;
/// Scratch folders being made and registered right now (on threads with the
/// ending signals blocked): the handler waits for them before it sweeps.
KEYLAB_SHARED_CLEANUP int keylab_folders_in_creation = 0;

/// Before making a scratch folder: 0 when keylab is ending (make none).
static inline int keylab_folder_creation_starts(void) {
    __atomic_add_fetch(&keylab_folders_in_creation, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&keylab_ending, __ATOMIC_SEQ_CST)) {
        __atomic_sub_fetch(&keylab_folders_in_creation, 1, __ATOMIC_SEQ_CST);
        return 0;
    }
    return 1;
}

/// After the folder is registered (or was not made).
static inline void keylab_folder_creation_ended(void) {
    __atomic_sub_fetch(&keylab_folders_in_creation, 1, __ATOMIC_SEQ_CST);
}

/// Records a child group; 0 when keylab is ending (the caller kills it).
static inline int keylab_register_child(int group, int stop_signal) {
    if (keylab_ending) return 0;
    for (int i = 0; i < KEYLAB_SLOTS; i++) {
        if (keylab_child_groups[i] == 0) {
            keylab_child_stop_signals[i] = stop_signal;
            keylab_child_groups[i] = group;
            return keylab_ending ? 0 : 1;
        }
    }
    return 1; // more children than slots: still run it, untracked
}

static inline void keylab_unregister_child(int group) {
    for (int i = 0; i < KEYLAB_SLOTS; i++) {
        if (keylab_child_groups[i] == group) keylab_child_groups[i] = 0;
    }
}

static inline void keylab_register_folder(const char *path) {
    if (strlen(path) >= KEYLAB_PATH_MAX) return;
    for (int i = 0; i < KEYLAB_SLOTS; i++) {
        if (!keylab_folder_used[i]) {
            strcpy(keylab_folders[i], path);
            keylab_folder_used[i] = 1; // only after the path is complete
            return;
        }
    }
}

static inline void keylab_unregister_folder(const char *path) {
    for (int i = 0; i < KEYLAB_SLOTS; i++) {
        if (keylab_folder_used[i] && strcmp(keylab_folders[i], path) == 0) keylab_folder_used[i] = 0;
    }
}

/// Removes the contents of the open directory `dir` (depth-limited), then
/// closes it. Async-signal-safe on Linux (raw getdents64).
KEYLAB_SHARED_CLEANUP void keylab_empty_directory(int dir, int depth) {
#ifdef __linux__
    char buffer[4096];
    for (int pass = 0; pass < 64; pass++) {
        long count = syscall(SYS_getdents64, dir, buffer, sizeof buffer);
        if (count <= 0) break;
        for (long offset = 0; offset < count;) {
            // struct linux_dirent64: ino (8), off (8), reclen (2), type (1), name.
            unsigned short length;
            memcpy(&length, buffer + offset + 16, sizeof length);
            const char *name = buffer + offset + 19;
            offset += length;
            if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
            if (unlinkat(dir, name, 0) != 0 && (errno == EISDIR || errno == EPERM) && depth < 16) {
                int inner = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
                if (inner >= 0) keylab_empty_directory(inner, depth + 1);
                unlinkat(dir, name, AT_REMOVEDIR);
            }
        }
    }
    close(dir);
#else
    // Not strictly async-signal-safe (readdir may allocate); the best macOS offers.
    DIR *stream = fdopendir(dir);
    if (!stream) { close(dir); return; }
    struct dirent *entry;
    while ((entry = readdir(stream)) != NULL) {
        const char *name = entry->d_name;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
        if (unlinkat(dir, name, 0) != 0 && (errno == EISDIR || errno == EPERM) && depth < 16) {
            int inner = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (inner >= 0) keylab_empty_directory(inner, depth + 1);
            unlinkat(dir, name, AT_REMOVEDIR);
        }
    }
    closedir(stream);
#endif
}

/// Stops every registered child group (its stop signal, then SIGKILL after
/// up to two seconds), then removes every registered scratch folder.
KEYLAB_SHARED_CLEANUP void keylab_cleanup_children(void) {
    __atomic_store_n(&keylab_ending, 1, __ATOMIC_SEQ_CST);
    for (int i = 0; i < KEYLAB_SLOTS; i++) {
        int group = keylab_child_groups[i];
        if (group > 0) kill(-group, keylab_child_stop_signals[i] > 0 ? keylab_child_stop_signals[i] : SIGKILL);
    }
    // swiftc stops its compiler processes on SIGINT; give it the time to.
    struct timespec tick = {0, 10 * 1000 * 1000};
    for (int waited = 0; waited < 200; waited++) {
        int running = 0;
        for (int i = 0; i < KEYLAB_SLOTS; i++) {
            int group = keylab_child_groups[i];
            if (group > 0 && waitpid(group, NULL, WNOHANG) == 0) running = 1;
        }
        if (!running) break;
        nanosleep(&tick, NULL);
    }
    for (int i = 0; i < KEYLAB_SLOTS; i++) {
        int group = keylab_child_groups[i];
        if (group > 0) kill(-group, SIGKILL);
    }
    // A folder being made on another thread is registered within microseconds
    // (that thread has these signals blocked); wait for it, at most a second.
    struct timespec short_tick = {0, 1000 * 1000};
    for (int waited = 0; waited < 1000 && __atomic_load_n(&keylab_folders_in_creation, __ATOMIC_SEQ_CST) > 0; waited++) {
        nanosleep(&short_tick, NULL);
    }
    for (int i = 0; i < KEYLAB_SLOTS; i++) {
        if (!keylab_folder_used[i]) continue;
        int dir = open(keylab_folders[i], O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (dir >= 0) keylab_empty_directory(dir, 0);
        rmdir(keylab_folders[i]);
    }
}

/// SIGINT, SIGTERM, SIGHUP outside the interactive REPL: clean up, then end
/// by the same signal (so a shell sees "killed by SIGTERM", status 143).
KEYLAB_SHARED_CLEANUP void keylab_on_ending_signal(int signo) {
    keylab_cleanup_children();
    signal(signo, SIG_DFL);
    raise(signo); // delivered when the handler returns (the signal is blocked until then)
}

/// Installs the ending handlers; the interactive REPL later replaces them
/// with its own (which set flags: the running program is then stopped by the
/// runner, which sees the flag, and keylab saves the history before leaving).
static inline void keylab_install_cleanup_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGTERM);
    sigaddset(&action.sa_mask, SIGHUP);
    action.sa_handler = keylab_on_ending_signal;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    // A parent may start keylab with these blocked (test runners do); then
    // a kill would wait, unseen, until keylab ended by itself.
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGTERM);
    sigaddset(&wanted, SIGHUP);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
}

#endif
