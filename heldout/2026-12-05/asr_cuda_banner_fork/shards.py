import os
import traceback

import torch

from acoustic import AcousticModel


def decode_shard(shard):
    model = AcousticModel().cuda().eval()
    g = torch.Generator().manual_seed(shard)
    mels = torch.randn(4, 80, 300, generator=g).cuda()
    with torch.no_grad():
        hyp = model(mels).argmax(-1)
    print(f"shard {shard}: {hyp.shape}", flush=True)


def fork_decoders(shards):
    pids = []
    for shard in shards:
        pid = os.fork()
        if pid == 0:
            try:
                decode_shard(shard)
                os._exit(0)
            except Exception:
                traceback.print_exc()
                os._exit(1)
        pids.append(pid)
    return [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
