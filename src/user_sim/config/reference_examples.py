"""Examples of every block of the profile reference, keyed by model name (one snippet or more per block).

Each snippet is the block's own mapping, as written under its key. A test validates every snippet against its
model and checks that, together, the snippets of a profile block use every one of its keys.
"""

EXAMPLES: dict[str, list[str]] = {
    "Profile": [
        """\
test_name: order_pizza
llm:
  model: scripted
user:
  role: You are a customer ordering a pizza for delivery.
  goals:
    - "a {{size}} margherita pizza"
    - size:
        function: forward()
        type: string
        data: [small, large]
chatbot:
  fallback: Sorry, I didn't understand that.
conversation:
  number: combinations
  goal_style:
    steps: 4
"""
    ],
    "LLMConfig": [
        """\
model: llama3.2
model_prov: openai
temperature: 0.7
base_url: http://localhost:11434/v1
api_key_env: OLLAMA_KEY
timeout: 300
max_concurrency: 2
format:
  type: text
goal_check: structured
"""
    ],
    "User": [
        """\
language: English
role: You are a customer ordering a pizza for delivery.
context:
  - personality: impatient
  - You pay on delivery, so you never give card details.
goals:
  - "a {{size}} {{pizza}} pizza"
  - how much is it and when will it arrive?
  - size:
      type: string
      data: [small, medium, large]
  - pizza:
      function: random()
      type: string
      data: [margherita, pepperoni]
facts:
  postcode: "28049"
  name: Ann Clark
opening: Hi! Can I order a pizza?
goal: The shop confirmed the order and said its price.
"""
    ],
    "ChatbotSpec": [
        """\
is_starter: true
fallback: Sorry, I didn't understand that.
output:
  - price:
      type: currency
      description: the total price of the order
  - contact:
      type: email
      description: the shop's e-mail address
"""
    ],
    "ConversationSpec": [
        """\
number: combinations(0.5, forward)
max_cost: 2.5
goal_style:
  steps: 6
interaction_style:
  - single question
  - change language: [italian, portuguese]
replicates: 3
max_turns: 12
"""
    ],
    "FormatSpec": ["type: speech\nconfig: speech/config.yml\n"],
    "Variable": [
        "type: int\nfunction: another(2)\ndata:\n  min: 1\n  max: 5\n  step: 1\n",
        "type: string\nfunction: pairwise()\ndata: [cola, water, any(3 juices)]\n",
    ],
    "OutputField": ["type: time\ndescription: when the order will arrive\n"],
    "GoalStyle": [
        "steps: 5\nmax_cost: 0.2\n",
        "random steps: 8\n",
        "all_answered:\n  export: true\n  limit: 20\n",
        "default:\n  limit: 15\n",
    ],
    "ChangeLanguage": ["change language: [italian, chinese]\n"],
    "RandomStyles": ["random:\n  - make spelling mistakes\n  - long phrases\n  - change language: [spanish]\n"],
    "RangeData": ["min: 1\nmax: 10\nstep: 3\n", "min: 0.5\nmax: 2.5\nlinspace: 5\n"],
    "FileData": ["file: list_functions/number_list.py\nfunction_name: number_list\nargs: [1, 6, 2]\n"],
    "DateData": ["date:\n  set: '>today(3)'\n"],
    "AllAnswered": ["export: true\nlimit: 20\n"],
    "DateSpec": [
        """\
custom: [01/03/2025]
random: 2
set: <today(2)
range:
  min: 01/01/2025
  max: 31/12/2025
  step: month(2)
fake: 1
"""
    ],
    "DateRange": ["min: 01/01/2025\nmax: 31/01/2025\nstep: day(7)\n", "min: 01/01/2025\nmax: 31/01/2025\nrandom: 3\n"],
    "RunFile": [
        """\
project_folder: pizza-shop
user_profile: full_order.yml
technology: demo
connector_params: {flaws: true}
security:
  enabled: false
  config: security/security.yml
execution_parameters: [ignore_cache]
workers: 4
seed: 0
junit: output/junit.xml
evaluation:
  model: gpt-4o-mini
  numeric_thresholds: {overall_score: 0.7}
"""
    ],
    "SecurityRef": ["enabled: false\nconfig: security/security.yml\n"],
    "EvaluationConfig": [
        """\
model: gpt-4o-mini
provider: openai
api_key_env: OPENAI_API_KEY
metrics: [helpfulness, faithfulness, goal_completion, agent_behavior_failure]
design: turn
workers: 8
timeout: 60
custom_metrics: [metrics/order_total.py]
numeric_thresholds: {overall_score: 0.7, faithfulness: 3.5}
qualitative_failure_labels: {agent_behavior_failure: [false information], order_total: [wrong]}
""",
        "model: smollm2-135m\nbase_url: http://127.0.0.1:8080/v1\ntimeout: 600\n",
    ],
    "Personality": [
        "name: hurried\ncontext:\n  - You are in a hurry and answer in a few words.\n",
        "context:\n  - you're a very rude person.\n",
    ],
    "CustomType": [
        """\
name: postcode
type_description: a Spanish postcode, five digits
format: '^\\d{5}$'
extraction: string
examples: ["28049", "08001"]
""",
        """\
name: money
type_description: an amount of money and its currency
format: '^\\d+(?:[.,]\\d{1,2})?\\s?(?:\\$|€|EUR|USD)$'
extraction:
  value:
    type: float
    description: the amount
  currency:
    type: string
    description: the currency
""",
    ],
    "ExtractionField": ["type: float\ndescription: the amount\n"],
}
