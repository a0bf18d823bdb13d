import torch


class AbilityEstimator:
    @staticmethod
    def posterior(responses, item_params):
        grid = torch.linspace(-4, 4, 81)
        logits = grid.unsqueeze(0) - item_params.unsqueeze(1)
        loglik = responses @ torch.nn.functional.logsigmoid(logits)
        return torch.softmax(loglik, dim=1)

    @staticmethod
    def simulate_form(form, n_examinees, n_items):
        g = torch.Generator().manual_seed(form)
        resp = torch.randint(0, 2, (n_examinees, n_items), generator=g, dtype=torch.float32)
        items = torch.rand(n_items, generator=g) * 2 - 1
        post = AbilityEstimator.posterior(resp, items)
        return form, int(post.argmax(dim=1).float().mean())
