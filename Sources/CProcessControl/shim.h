/* Linux process controls Swift cannot call directly (prctl is variadic). */
#pragma once
#include <sys/prctl.h>
#include <signal.h>

/* The calling process gets `signal` when its parent ends: an isolated scene never outlives the tool
   that watches it, even when that tool is killed with SIGKILL and cannot clean up. */
static inline int sg_die_with_parent(int signal) { return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0, 0, 0); }

#include <sys/syscall.h>
#include <unistd.h>

/* `signal` to one thread of process `pid` (its main thread when tid == pid): a hung scene's main
   thread is asked for its backtrace, where the process-wide kill() could reach any thread. */
static inline int sg_signal_thread(int pid, int tid, int signal) { return (int)syscall(SYS_tgkill, pid, tid, signal); }
