from dataclasses import dataclass


@dataclass
class LoyaltyConfig:
    tiers: int = 4
    features: int = 16
    preview_customers: int = 8       # the parent only previews a handful of customers
    customers_per_region: int = 200_000
    regions: int = 2
