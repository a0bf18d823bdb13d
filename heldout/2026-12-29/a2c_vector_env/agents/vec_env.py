import multiprocessing as mp


class SubprocVecEnv:
    def __init__(self, env_fns, start_method="fork"):
        ctx = mp.get_context(start_method)

        def _worker(remote, parent_remote, env_fn):
            parent_remote.close()
            env = env_fn()
            handlers = {"step": env.step, "reset": lambda _: env.reset()}
            while True:
                cmd, data = remote.recv()
                if cmd == "close":
                    remote.close()
                    break
                remote.send(handlers[cmd](data))

        self.remotes, work_remotes = zip(*[ctx.Pipe() for _ in env_fns])
        self.procs = []
        for work_remote, remote, fn in zip(work_remotes, self.remotes, env_fns):
            p = ctx.Process(target=_worker, args=(work_remote, remote, fn), daemon=True)
            p.start()
            self.procs.append(p)
            work_remote.close()

    def reset(self):
        for r in self.remotes:
            r.send(("reset", None))
        return [r.recv() for r in self.remotes]

    def step(self, actions):
        for r, a in zip(self.remotes, actions):
            r.send(("step", a))
        obs, rews, dones = zip(*[r.recv() for r in self.remotes])
        return list(obs), list(rews), list(dones)

    def close(self):
        for r in self.remotes:
            r.send(("close", None))
        for p in self.procs:
            p.join()
