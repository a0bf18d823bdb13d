import torch
import torch.nn.functional as F
import torch.multiprocessing as tmp

from apprentice import temper_blade


class Steps:
    @staticmethod
    def heat(cfg, log):
        log.append("billet heated")

    @staticmethod
    def hammer(cfg, log):
        h = cfg["hammer"]
        stock = torch.randn(h["batch"], h["channels"], h["size"], h["size"])
        die = torch.randn(h["filters"], h["channels"], h["kernel"], h["kernel"])
        shaped = F.conv2d(stock, die, padding=h["kernel"] // 2)
        log.append(f"hammered to {tuple(shaped.shape)}")

    @staticmethod
    def temper(cfg, log):
        t = cfg["temper"]
        jobs = [(i, t["rows"], t["width"]) for i in range(t["apprentices"])]
        with tmp.Pool(t["apprentices"]) as pool:
            log.extend(pool.starmap(temper_blade, jobs))


def build(names):
    return [getattr(Steps, name) for name in names]
