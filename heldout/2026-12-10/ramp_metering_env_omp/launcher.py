import os


def run_envs(episodes):
    pids = []
    for ep in episodes:
        pid = os.fork()
        if pid == 0:
            ep()
            os._exit(0)
        pids.append(pid)
    return max(os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) for p in pids)
