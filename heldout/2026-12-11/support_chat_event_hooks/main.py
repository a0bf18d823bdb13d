import torch

import archive  # noqa: F401  (registers its handler)
import embed  # noqa: F401
from hooks import emit

CHAT_BATCHES = 3
BATCH_SIZE = 256


def main():
    state = {}
    for b in range(CHAT_BATCHES):
        batch = torch.randn(BATCH_SIZE, embed.ENCODER_IN)
        emit("batch_ready", batch=batch, state=state, batch_id=b)
    for p in state.get("procs", []):
        p.join()
    print("archived", len(state.get("procs", [])), "batches")


if __name__ == "__main__":
    main()
