import torch
import torch.nn.functional as F

from flights import Flight


class HotAirFlight(Flight):
    def inflate(self):
        env = self.settings["envelope"]
        temps = torch.randn(env["panels"], env["readings"])
        smoothed = F.layer_norm(temps, (env["readings"],))
        print(f"envelope inflated, spread {smoothed.std():.3f}", flush=True)
