import torch
import torch.nn as nn


class Seq2Seq(nn.Module):
    def __init__(self, vocab_size, emb_dim=256, hidden=512):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb_dim)
        self.encoder = nn.GRU(emb_dim, hidden, batch_first=True)
        self.decoder = nn.GRU(emb_dim, hidden, batch_first=True)
        self.proj = nn.Linear(hidden, vocab_size)
        self.reset_parameters()

    def reset_parameters(self):
        # orthogonal recurrent weights, as in Saxe et al.
        for gru in (self.encoder, self.decoder):
            for name, w in gru.named_parameters():
                if "weight_hh" in name:
                    for chunk in w.data.chunk(3, 0):
                        nn.init.orthogonal_(chunk)
                elif "bias" in name:
                    nn.init.zeros_(w)

    @torch.no_grad()
    def greedy(self, src, max_len, bos=1, eos=2):
        _, h = self.encoder(self.embed(src))
        tok = torch.full((src.size(0), 1), bos, dtype=torch.long)
        out = []
        for _ in range(max_len):
            o, h = self.decoder(self.embed(tok), h)
            tok = self.proj(o[:, -1]).argmax(-1, keepdim=True)
            out.append(tok)
        return torch.cat(out, 1)
