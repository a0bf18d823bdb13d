import torch

from backtest import rolling_backtest
from model import LoadLSTM

CFG = {"features": 32, "hidden": 64, "lookback": 48, "batch": 16, "windows": 4}


def pretrain(cfg):
    torch.manual_seed(0)
    model = LoadLSTM(cfg["features"], cfg["hidden"])
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    x = torch.rand(cfg["lookback"], cfg["batch"], cfg["features"])
    y = torch.rand(cfg["batch"], 1)
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    return model.state_dict()


def main():
    state = pretrain(CFG)
    scores = rolling_backtest(state, CFG)
    print("windows", sorted(scores))


if __name__ == "__main__":
    main()
