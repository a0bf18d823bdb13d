import torch


class WorkerSetup:
    threads = 1

    @staticmethod
    def init(seed_base):
        torch.set_num_threads(WorkerSetup.threads)
        torch.manual_seed(seed_base)
