import torch.multiprocessing as tmp


def send_batch(style, overdue):
    for item, days in overdue:
        print(style.render(item, days), flush=True)


def send_all(styles, overdue, method="forkserver"):
    ctx = tmp.get_context(method)
    workers = []
    for style in styles:
        p = ctx.Process(target=send_batch, args=(style, overdue))
        p.start()
        workers.append(p)
    for p in workers:
        p.join()
