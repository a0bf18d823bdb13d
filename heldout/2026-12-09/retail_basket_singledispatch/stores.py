import torch


def store_sales(store_id, n_lines, n_skus):
    gen = torch.Generator().manual_seed(1000 + store_id)
    return torch.randint(0, n_skus, (n_lines,), generator=gen)


def store_profile(job):
    store_id, n_lines, n_skus = job
    sales = store_sales(store_id, n_lines, n_skus)
    counts = torch.bincount(sales, minlength=n_skus).float()
    return store_id, round(float((counts / counts.sum()).max()), 5)
