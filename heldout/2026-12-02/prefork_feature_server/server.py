import os

from handlers import handle_shard


class PreforkServer:
    """Forks one process per shard (pre-fork model), collects one line from each over a pipe."""

    def __init__(self, n_shards=2):
        self.n_shards = n_shards

    def serve(self):
        children = []
        for shard in range(self.n_shards):
            read_fd, write_fd = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(read_fd)
                status = 1
                try:
                    os.write(write_fd, handle_shard(shard).encode())
                    status = 0
                finally:
                    os._exit(status)
            os.close(write_fd)
            children.append((pid, read_fd))
        lines = []
        for pid, read_fd in children:
            with os.fdopen(read_fd, "rb") as f:
                lines.append(f.read().decode())
            os.waitpid(pid, 0)
        return lines
