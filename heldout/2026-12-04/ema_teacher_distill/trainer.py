import torch

from models import MLP


class BaseTrainer:
    def __init__(self, width, calib_batch):
        self.width = width
        self.calib_batch = calib_batch
        self._teacher = None
        self.teacher_logits = None

    @property
    def teacher(self):
        if self._teacher is None:
            torch.manual_seed(0)
            model = MLP(self.width).eval()
            with torch.no_grad():
                calib = torch.randn(self.calib_batch, self.width)
                self.teacher_logits = model(calib)
            self._teacher = model
        return self._teacher


class DistillTrainer(BaseTrainer):
    temperature = 2.0

    def soft_targets(self):
        _ = self.teacher
        return torch.softmax(self.teacher_logits / self.temperature, dim=-1)

    def student_configs(self):
        return [{"width": self.width, "depth": d, "seed": d} for d in (1, 2, 3)]
