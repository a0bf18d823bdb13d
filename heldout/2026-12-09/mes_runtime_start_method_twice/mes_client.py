import torch.multiprocessing as tmp

# the MES client library insists on spawn for its background uploader
tmp.set_start_method("spawn")


def upload(batch):
    return len(batch)
