export default function SolutionPage() {
  return null;
}
