import torch


class Skipper:
    def __init__(self, plot_size, threads):
        self.plot_size = plot_size
        self.threads = threads

    def __call__(self):
        torch.set_num_threads(self.threads)
        course = torch.rand(self.plot_size, self.plot_size)
        print("course", float((course @ course).trace()), flush=True)
