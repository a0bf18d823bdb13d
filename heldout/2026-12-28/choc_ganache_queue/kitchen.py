import queue
import threading

import torch


def _produce(q, batches, rows, width):
    for _ in range(batches):
        q.put(torch.randn(rows, width))
    q.put(None)


def emulsify(batches, rows, width):
    """A helper thread pours cream into the queue; the cook whisks each batch."""
    q = queue.Queue(maxsize=2)
    pourer = threading.Thread(target=_produce, args=(q, batches, rows, width), daemon=True)
    pourer.start()
    gloss = []
    while (cream := q.get()) is not None:
        gloss.append(torch.softmax(cream, dim=1).amax().item())
    pourer.join()
    return gloss
