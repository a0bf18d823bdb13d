import queue
import threading

import torch
import torch.nn.functional as F

import sizes

_DONE = object()


def _receive(outbox):
    for _ in range(sizes.CHUNKS):
        outbox.put(torch.randn(sizes.ROWS // sizes.CHUNKS, sizes.WIDTH))
    outbox.put(_DONE)


def collect_pages():
    inbox = queue.Queue(maxsize=4)
    radio = threading.Thread(target=_receive, args=(inbox,), daemon=True)
    radio.start()
    pages = []
    while (page := inbox.get()) is not _DONE:
        pages.append(page)
    radio.join()
    board = torch.cat(pages)
    return F.layer_norm(board, (sizes.WIDTH,))
