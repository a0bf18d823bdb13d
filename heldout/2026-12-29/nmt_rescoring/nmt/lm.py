import torch
import torch.nn as nn


class GRULanguageModel(nn.Module):
    def __init__(self, vocab, emb, hidden):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)
        self.out = nn.Linear(hidden, vocab)
        for name, p in self.rnn.named_parameters():
            if name.startswith("weight_hh"):
                for block in p.data.chunk(3, 0):
                    nn.init.orthogonal_(block)

    def log_prob(self, ids):
        h, _ = self.rnn(self.emb(ids[:, :-1]))
        logp = torch.log_softmax(self.out(h), -1)
        return logp.gather(-1, ids[:, 1:, None]).squeeze(-1).sum(-1)
