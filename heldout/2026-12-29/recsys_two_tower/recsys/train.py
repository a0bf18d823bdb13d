import torch
import torch.nn.functional as F


def train_epoch(model, opt, steps, batch_size, mcfg, temperature=0.05):
    total = 0.0
    for _ in range(steps):
        users = torch.randint(0, mcfg["n_users"], (batch_size,))
        items = (users * 7 + 3) % mcfg["n_items"]
        logits = model.user(users) @ model.item(items).t() / temperature
        loss = F.cross_entropy(logits, torch.arange(batch_size))
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item()
    return total / steps
