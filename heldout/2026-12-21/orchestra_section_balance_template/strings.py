import torch

from jobs import SectionJob


class StringsJob(SectionJob):
    def prepare(self):
        width = self.cfg["mix"]["width"]
        torch.manual_seed(1)
        bow = torch.nn.Linear(width, width, bias=False)
        with torch.no_grad():
            response = bow(torch.randn(self.cfg["mix"]["rows"], width))
        self.gains = (response.T @ response) / self.cfg["mix"]["rows"]


SECTIONS = {"strings": StringsJob}
