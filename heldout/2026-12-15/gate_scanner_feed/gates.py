import torch
import torch.multiprocessing as tmp


def scan_gate(gate, tickets, results):
    g = torch.Generator().manual_seed(gate)
    valid = torch.rand(tickets, generator=g) > 0.02
    results.put((gate, int(valid.sum()), tickets - int(valid.sum())))


class GateController:
    def __init__(self, gates, start_method="spawn"):
        self.gates = gates
        self.ctx = tmp.get_context(start_method)

    def open_doors(self, results):
        procs = []
        for gate, tickets in self.gates.items():
            p = self.ctx.Process(target=scan_gate, args=(gate, tickets, results), daemon=True)
            p.start()
            procs.append(p)
        return procs
